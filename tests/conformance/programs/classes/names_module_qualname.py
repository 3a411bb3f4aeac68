# probe: __name__, __qualname__, __module__ of classes and functions
# inputs
v = 1
# body
class Outer:
    class Inner:
        def m(self):
            pass
    def method(self):
        pass
def f():
    def g():
        pass
    return g
r_names = (Outer.__name__, Outer.Inner.__name__, Outer.Inner.__qualname__)
r_method = (Outer.method.__name__, Outer.method.__qualname__)
r_nested = f().__qualname__
r_module = Outer.__module__
r_obj_class = Outer().__class__.__name__
r_type_name = type(Outer.Inner()).__name__
