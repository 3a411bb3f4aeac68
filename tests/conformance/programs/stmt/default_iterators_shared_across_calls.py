# probe: a generator or iterator given as a default argument is made once: the first call exhausts it and later calls get nothing; a set default remembers across calls; a default dict counter
# inputs
n = 3
# body
def drain(it=(x * 2 for x in range(n))):
    return list(it)
r_first = drain()
r_second = drain()
r_fresh = drain(iter([9]))
r_third = drain()
def seen_before(v, seen=set()):
    new = v not in seen
    seen.add(v)
    return new
r_seen = [seen_before(1), seen_before(2), seen_before(1), seen_before(1, set())]
def bump(key, counts={}):
    counts[key] = counts.get(key, 0) + 1
    return counts[key]
r_bump = [bump("a"), bump("b"), bump("a"), bump("a", {})]
def pop_default(stack=[1, 2, 3]):
    return stack.pop() if stack else None
r_pops = [pop_default() for _ in range(n + 1)]
