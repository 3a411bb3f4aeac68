# probe: rebinding or deleting the only reference to a suspended generator runs its finally at once (CPython's refcounting); a generator kept in a list is not finalized
# inputs
tags = ["a", "b", "c"]
# body
log = []
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        log.append(tag)
g = gen(tags[0])
next(g)
r_before = list(log)
g = gen(tags[1])
r_after_rebind = list(log)
next(g)
del g
r_after_del = list(log)
keep = [gen(tags[2])]
next(keep[0])
alias = keep[0]
keep.clear()
r_alias_keeps = list(log)
del alias
r_after_last_ref = list(log)
