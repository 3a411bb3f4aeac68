# probe: lambdas with defaults, keyword arguments, and as sort keys
# inputs
k = 10
pairs = [(1, "b"), (3, "a"), (2, "c")]
# body
add = lambda a, b=k: a + b
r_default = add(1)
r_given = add(1, 2)
r_kw = add(b=5, a=1)
r_sorted = sorted(pairs, key=lambda p: p[1])
r_immediate = (lambda *a, **kw: (len(a), sorted(kw)))(1, 2, z=3)
r_name = add.__name__
