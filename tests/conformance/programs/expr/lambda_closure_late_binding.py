# probe: closures in a loop see the variable's last value; a default captures the current one
# inputs
n = 3
# body
late = [lambda: i for i in range(n)]
early = [lambda i=i: i for i in range(n)]
r_late = [f() for f in late]
r_early = [f() for f in early]
def make():
    fs = []
    for j in range(n):
        fs.append(lambda: j * 10)
    return fs
r_loop = [f() for f in make()]
