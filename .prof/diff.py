import json
c=json.load(open('/tmp/cold.json')); w=json.load(open('/tmp/warm.json'))
for key in ['byMod','byFn']:
    cm={k:v/c['n'] for k,v in c[key]}; wm={k:v/w['n'] for k,v in w[key]}
    rows=sorted(((cm.get(k,0)-wm.get(k,0),cm.get(k,0),wm.get(k,0),k) for k in set(cm)|set(wm)),reverse=True)
    print('---',key,'cold-warm cold warm')
    for d,a,b,k in rows[:30 if key=='byFn' else 20]: print(f"{d:7.2f} {a:7.2f} {b:7.2f} {k}")
