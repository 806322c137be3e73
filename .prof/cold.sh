# cold first clear: fresh page each time
for i in 1 2 3 4 5; do WARM=0 N=1 WALK=1 OUT=/tmp/cwb npx tsx .prof/clear-trace.ts 2>&1 | grep -E "commit ms|task|click |Layout "; done
