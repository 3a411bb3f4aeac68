# probe: a bare raise with no exception being handled is RuntimeError; after a handler finished, no exception is active again; inside a function called from a handler the handled one is active
# inputs
k = "k"
# body
out = []
try:
    raise
except RuntimeError as e:
    out.append("RuntimeError no active")
try:
    {}[k]
except KeyError:
    pass
try:
    raise
except RuntimeError:
    out.append("RuntimeError after handler")
except KeyError:
    out.append("KeyError stale")
def reraiser():
    raise
try:
    try:
        [][1]
    except IndexError:
        reraiser()
except IndexError:
    out.append("IndexError via function")
except RuntimeError:
    out.append("RuntimeError via function")
r_out = out
