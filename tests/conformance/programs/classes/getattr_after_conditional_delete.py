# probe: instance and class attributes deleted only when an input holds, then read: __getattr__ runs only when lookup fails; its log and hasattr after
# inputs
drop = True
# body
log = []
class C:
    shared = "cls"
    def __getattr__(self, name):
        log.append(name)
        return "fallback"
c = C()
c.own = "mine"
if drop:
    del c.own
r_own = c.own
if drop:
    del C.shared
r_shared = c.shared
r_has = (hasattr(c, "own"), hasattr(C, "shared"))
r_log = list(log)
