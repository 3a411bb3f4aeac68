# probe: __enter__ raising: __exit__ is not called, the body does not run, the as target is not bound; a manager whose __exit__ is missing is TypeError before __enter__ runs (3.11: __enter__ looked up first, then __exit__)
# inputs
k = "key"
# body
log = []
class BadEnter:
    def __enter__(self):
        log.append("enter")
        raise KeyError(k)
    def __exit__(self, *a):
        log.append("exit")
try:
    with BadEnter() as target:
        log.append("body")
except KeyError:
    log.append("caught")
r_target_bound = "target" in globals()
class NoExit:
    def __enter__(self):
        log.append("noexit enter")
        return 1
try:
    with NoExit():
        log.append("body2")
except TypeError:
    log.append("TypeError")
except AttributeError:
    log.append("AttributeError")
class NoEnter:
    def __exit__(self, *a):
        log.append("noenter exit")
try:
    with NoEnter():
        log.append("body3")
except TypeError:
    log.append("TypeError3")
except AttributeError:
    log.append("AttributeError3")
r_log = log
