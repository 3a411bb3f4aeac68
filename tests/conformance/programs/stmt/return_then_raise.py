# probe: a raise after a return the run could not decide: the call may have returned before it
# expect: raises ValueError
# inputs
n = 1
# body
REG = {'a': 1}
def f(name):
    if name not in REG:
        return 'none'
    int('')
seen = []
for name in ['zz', 'a']:
    seen.append(f(name))
