# probe: nonlocal reaching two frames up; deleting a cell variable makes closures fail; closure sees the variable rebound after it is made; __qualname__ of nested defs
# inputs
start = 1
# body
def level1():
    x = start
    def level2():
        def level3():
            nonlocal x
            x += 10
            return x
        return level3
    inc = level2()
    inc()
    inc()
    return x
r_three = level1()
def deleter():
    v = "set"
    def read():
        return v
    del v
    try:
        return read()
    except NameError as e:
        return (type(e).__name__, str(e))
r_del_cell = deleter()
def rebind_after():
    v = 1
    f = lambda: v
    v = 2
    r1 = f()
    v = 3
    return r1, f()
r_rebind = rebind_after()
def outer():
    def inner():
        pass
    return inner
r_qual = (outer().__qualname__, (lambda: 0).__qualname__, outer.__qualname__)
class K:
    def m(self):
        def nested():
            pass
        return nested
r_qual_method = K().m().__qualname__
