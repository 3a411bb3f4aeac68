# probe: mutable defaults evaluated once at def time; dict default memo; default reading a global at def time; __defaults__ replaced
# inputs
base = 10
# body
def add(x, acc=[]):
    acc.append(x)
    return acc
a1 = add(1)
a2 = add(2)
r_same = a1 is a2
r_acc = list(a2)
r_fresh = add(3, [])
r_after_fresh = list(add(4))
def memo(n, cache={}):
    if n in cache:
        return ("hit", cache[n])
    cache[n] = n * n
    return ("miss", cache[n])
r_memo = [memo(2), memo(3), memo(2)]
def reads(x=base):
    return x
base = 99
r_reads = reads()
def kw(a, *, b=[]):
    b.append(a)
    return len(b)
kw(1)
r_kw = kw(2)
r_kwdefaults = sorted(kw.__kwdefaults__)
reads.__defaults__ = (7,)
r_replaced = reads()
