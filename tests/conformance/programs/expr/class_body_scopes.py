# probe: a class body's names are invisible to comprehensions (except the first iterable), lambdas and methods defined in it, which see the module's names instead
# inputs
k = "module k"
n = 2
# body
class A:
    k = "class k"
    size = 3
    first_iter = [i for i in range(size)]
    seen = [k for _ in range(n)]
    lam = (lambda: k)
    def meth(self):
        return k
r_first_iter = A.first_iter
r_seen = A.seen
r_lam = A.lam()
r_meth = A().meth()
try:
    class B:
        size = 2
        pairs = [(i, j) for i in range(size) for j in range(size)]
    r_second_iter = B.pairs
except NameError as e:
    r_second_iter = ("NameError", str(e))
class C:
    vals = [1, 2]
    doubled = [v * 2 for v in vals]
    total = sum(v for v in vals)
    d = {v: v for v in vals}
r_c = (C.doubled, C.total, C.d)
try:
    class D:
        vals = [1, 2]
        cond = [v for v in range(3) if v in vals]
    r_cond = D.cond
except NameError as e:
    r_cond = ("NameError", str(e))
class E:
    x = 1
    x = x + 1
    y = [x]
r_class_seq = (E.x, E.y)
def f():
    local = "f local"
    class Inner:
        local = "class local"
        got = [local for _ in range(1)]
        def m(self):
            return local
    return (Inner.got, Inner().m(), Inner.local)
r_in_function = f()
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
Counter()
Counter()
r_class_attr_count = Counter.count
