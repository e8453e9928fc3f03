# Mutation fuzzer for issue 16 (a stopgap, not the cargo-test-driven one the issue asks for).
# Usage: javac -d classes tests/java/basics/*.java; python3 mutate.py COUNT TIER
# (seed fixed at 16; rvm path at the top). Mutates 1-4 bytes (change, flip,
# truncate, insert) of a random class, runs `rvm run --tier=TIER` with a 10 s
# timeout, counts outcomes, keeps crashing/hanging mutants under m/N/.
import random,subprocess,os,shutil,sys,collections
rvm=os.environ.get("RVM","target/release/rvm")
files=sorted(os.listdir("classes")); N=int(sys.argv[1]); tier=sys.argv[2]
rnd=random.Random(16); stats=collections.Counter(); crashes=[]
for i in range(N):
    f=rnd.choice(files); b=bytearray(open("classes/"+f,"rb").read())
    for _ in range(rnd.randint(1,4)):
        k=rnd.randrange(4); p=rnd.randrange(len(b))
        if k==0: b[p]=rnd.randrange(256)
        elif k==1: b[p]^=1<<rnd.randrange(8)
        elif k==2: b=b[:max(p,10)]
        else: b[p:p]=bytes([rnd.randrange(256)])
    d="m/%d"%i; os.makedirs(d,exist_ok=True); open(d+"/"+f,"wb").write(b)
    try:
        r=subprocess.run([rvm,"run","--tier="+tier,"-cp",d,f[:-6]],capture_output=True,timeout=10); e=r.stderr.decode(errors="replace")
        if r.returncode<0 or "internal error" in e or "panicked" in e: c="crash"; crashes.append((d,e[:200]))
        elif "ClassFormatError" in e: c="cfe"
        elif "VerifyError" in e: c="ve"
        elif "Error" in e and r.returncode!=0: c="other-error"
        else: c="normal/exception"
    except subprocess.TimeoutExpired: c="timeout"; crashes.append((d,"timeout"))
    stats[c]+=1
    if c not in("crash","timeout"): shutil.rmtree(d)
print(tier,N,dict(stats))
for d,e in crashes[:8]: print(d, e.replace("\n"," | ")[:200])
