# alternate A (HEAD) and B (working tree) cold clears, fresh page each
for i in 1 2 3 4 5 6; do
  for v in A B; do
    r=$(WARM=0 N=1 WALK=1 OUT=/tmp/cw$v npx tsx .prof/clear-trace.ts 2>&1 | grep "commit ms" | awk '{print $3}')
    echo "$v $r"
  done
done | sort | awk '{a[$1]=a[$1]" "$2} END {for (k in a) print k, a[k]}'
