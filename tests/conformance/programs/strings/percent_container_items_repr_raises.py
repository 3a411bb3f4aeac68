# probe: %s/%r of a list or dict shows the items by __repr__; an item whose __repr__ raises propagates, here as a dict value (uncaught)
# expect: raises KeyError
# inputs
n = 1
# body
class A:
    def __repr__(self):
        raise KeyError("no repr")
r_ok = "%s|%r" % ([n], (n, "a"))
r_map = "%(k)s|%(k)r" % {"k": [n, "b"]}
r_before = "set"
r_bad = "%(k)s" % {"k": [n, A()]}
r_after = "unreached"
