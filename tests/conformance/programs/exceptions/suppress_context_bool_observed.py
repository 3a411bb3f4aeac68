# probe: __suppress_context__ is False on a fresh exception, False after a plain raise in a handler, True after raise from X and from None; __cause__ None unless from
# inputs
n = 2
# body
fresh = ValueError(n)
r_fresh = (fresh.__suppress_context__, fresh.__cause__, fresh.__context__)
def plain():
    try:
        [][n]
    except IndexError:
        raise ValueError(n)
def from_x():
    try:
        [][n]
    except IndexError as ie:
        raise ValueError(n) from ie
def from_none():
    try:
        [][n]
    except IndexError:
        raise ValueError(n) from None
out = []
for f in (plain, from_x, from_none):
    try:
        f()
    except ValueError as e:
        out.append((f.__name__, e.__suppress_context__, e.__cause__ is None, type(e.__context__).__name__))
r_out = out
