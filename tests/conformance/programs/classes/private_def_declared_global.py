# probe: a `def __g` in a method whose name the method declares `global`: bound in the module under its mangled name, its `__qualname__` as at module level
# inputs
n = 5
# body
class C:
    def m(self):
        global __g
        def __g():
            return n
        return __g
f = C().m()
r_qual = f.__qualname__
r_name = f.__name__
r_call = f()
