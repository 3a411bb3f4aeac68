# probe: a set mutated through an alias inside functions and closures, default argument sets shared across calls
# inputs
start = [1]
# body
def add_to(s, v):
    s.add(v)
    return len(s)
shared = set(start)
alias = shared
r_len = add_to(alias, 2)
r_shared = sorted(shared)
def collect(v, acc=set()):
    acc.add(v)
    return acc
a1 = collect(1)
a2 = collect(2)
r_default_shared = (a1 is a2, sorted(a2))
def make():
    seen = set(start)
    def mark(v):
        fresh = v not in seen
        seen.add(v)
        return fresh
    return mark
m = make()
r_marks = [m(1), m(3), m(3), m(4)]
holder = {"s": set()}
for i in range(3):
    holder["s"].add(i % 2)
r_holder = sorted(holder["s"])
