# probe: a __deepcopy__ that raises propagates out of deepcopy of a container; side effects of hooks that ran before stay; __copy__ raising too
# inputs
v = 1
# body
import copy
log = []
class Ok:
    def __deepcopy__(self, memo):
        log.append("ok")
        return self
class Bad:
    def __deepcopy__(self, memo):
        log.append("bad")
        raise RuntimeError("no")
    def __copy__(self):
        log.append("badcopy")
        raise LookupError("no")
try:
    copy.deepcopy([Ok(), Bad(), Ok()])
except RuntimeError as e:
    r_deep = type(e).__name__
r_log = list(log)
try:
    copy.copy(Bad())
except LookupError as e:
    r_copy = type(e).__name__
r_log2 = list(log)
r_shallow_list = len(copy.copy([Bad(), v]))
