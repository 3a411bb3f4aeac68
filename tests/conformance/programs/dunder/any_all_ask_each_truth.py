# probe: `any` and `all` ask each item's truth in turn (an object's `__bool__`, else its `__len__`), up to the first that decides, and no further; a `__bool__` that raises raises through them
# inputs
size = 2
# body
log = []
class Sized:
    def __len__(self):
        log.append("len")
        return size
class Falsy:
    def __bool__(self):
        log.append("bool")
        return False
class Broken:
    def __bool__(self):
        raise ValueError("no truth")
r_any = any([Sized(), Falsy()])
r_any_log = list(log)
log.clear()
r_all = all([Falsy(), Sized()])
r_all_log = list(log)
log.clear()
r_any_late = any([Falsy(), 0, Sized()])
r_any_late_log = list(log)
log.clear()
r_all_true = all([Sized(), 1, "x"])
r_all_true_log = list(log)
try:
    any([0, Broken()])
    r_broken = "ok"
except ValueError as e:
    r_broken = type(e).__name__
r_short = any([1, Broken()])
