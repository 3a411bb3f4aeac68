# probe: raise X from None in a handler, outside any handler, with a class, and with a variable holding None: X is raised, its cause None and context suppressed
# inputs
key = "k"
cause = None
# body
out = []
def in_handler():
    try:
        {}[key]
    except KeyError:
        raise ValueError(key) from None
def outside():
    raise TypeError(key) from None
def klass():
    raise IndexError from None
def from_var():
    try:
        [][1]
    except IndexError:
        raise KeyError(key) from cause
for f in (in_handler, outside, klass, from_var):
    try:
        f()
    except Exception as e:
        out.append((type(e).__name__, e.__cause__ is None, e.__suppress_context__, type(e.__context__).__name__))
r_out = out
