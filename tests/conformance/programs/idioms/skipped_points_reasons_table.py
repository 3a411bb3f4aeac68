# probe: sweep over points calling a runner that raises different exception classes; reasons table grouped by exception class; a raise in the handler itself
# inputs
points = [(4, "f16"), (0, "f16"), (8, "i4"), (16, "f32"), (3, "f16")]
# body
from collections import defaultdict
class Unsupported(Exception):
    pass
def runner(n, dt):
    if dt == "i4":
        raise Unsupported(dt)
    if n % 2:
        raise ValueError("odd")
    return 1024 // n
done = {}
reasons = defaultdict(list)
for n, dt in points:
    try:
        done[(n, dt)] = runner(n, dt)
    except (Unsupported, ValueError, ZeroDivisionError) as e:
        reasons[type(e).__name__].append(n)
r_done = sorted(done.items())
r_reasons = dict(sorted(reasons.items()))
def handler_raises():
    try:
        runner(3, "f16")
    except ValueError:
        raise KeyError("in handler")
try:
    handler_raises()
    r_ctx = "ok"
except KeyError as e:
    r_ctx = (type(e).__name__, type(e.__context__).__name__, e.__suppress_context__)
r_ratio = "%d/%d" % (len(done), len(points))
