# probe: names read in a class body inside a function: a name also assigned in the class body is looked up in the class namespace then the module (skipping the function's locals); a name only read sees the function's locals
# inputs
x = "module x"
# body
def make():
    x = "function x"
    y = "function y"
    class C:
        seen_y = y
        before = x
        x = "class x"
        after = x
    return (C.seen_y, C.before, C.after)
r_make = make()
def make_unbound():
    z = "function z"
    class D:
        try:
            got = z
        except NameError as e:
            got = ("NameError", str(e))
        z = 1
    return D.got
r_unbound = make_unbound()
def method_sees_function():
    v = "function v"
    class E:
        v = "class v"
        def m(self):
            return v
    return (E().m(), E.v)
r_method = method_sees_function()
def nested_class_scope():
    class Outer:
        a = 1
        class Inner:
            try:
                b = a
            except NameError:
                b = "no a"
    return Outer.Inner.b
r_nested_class = nested_class_scope()
