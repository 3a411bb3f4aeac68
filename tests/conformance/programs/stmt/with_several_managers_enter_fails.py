# probe: with over several managers: a later __enter__ raising runs the earlier ones' __exit__ only; __exit__ sees the exception; an inner manager's suppression; an __exit__ that raises replaces the exception
# inputs
fail_at = "b"
# body
log = []
class CM:
    def __init__(self, name, swallow=False, exit_raises=False):
        self.name = name
        self.swallow = swallow
        self.exit_raises = exit_raises
    def __enter__(self):
        if self.name == fail_at:
            log.append("enter-fail " + self.name)
            raise KeyError(self.name)
        log.append("enter " + self.name)
        return self
    def __exit__(self, t, v, tb):
        log.append("exit " + self.name + " " + (t.__name__ if t else "-"))
        if self.exit_raises:
            raise IndexError("from exit " + self.name)
        return self.swallow
try:
    with CM("a"), CM("b"), CM("c"):
        log.append("body")
except KeyError as e:
    r_enter_fail = ("KeyError", e.args)
r_log1 = list(log)
log.clear()
with CM("x", swallow=True), CM("y"):
    log.append("body")
    raise ValueError("v")
r_log2 = list(log)
log.clear()
try:
    with CM("p"), CM("q", swallow=True):
        raise ValueError("v")
    r_after_inner_swallow = "went on"
except ValueError:
    r_after_inner_swallow = "raised"
r_log3 = list(log)
log.clear()
try:
    with CM("s"), CM("t", exit_raises=True):
        raise ValueError("v")
except Exception as e:
    r_exit_raises = (type(e).__name__, str(e), type(e.__context__).__name__)
r_log4 = list(log)
log.clear()
def returns_in_with():
    with CM("r"):
        return "returned"
r_ret = returns_in_with()
r_log5 = list(log)
log.clear()
class Truthy:
    def __enter__(self):
        return 1
    def __exit__(self, *a):
        log.append("truthy exit")
        return "yes"
with Truthy() as one:
    raise KeyError("swallowed by a truthy str")
r_truthy = (one, list(log))
class NoExit:
    def __enter__(self):
        return self
try:
    with NoExit():
        pass
except (AttributeError, TypeError) as e:
    r_no_exit = type(e).__name__
