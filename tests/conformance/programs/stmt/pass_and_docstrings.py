# probe: pass, docstrings of functions and classes, and expression statements
# inputs
v = 1
# body
def f():
    """Doc of f."""
    pass
class C:
    """Doc of C."""
r_f_doc = f.__doc__
r_c_doc = C.__doc__
r_f = f()
v + 1
"just a string"
r_v = v
