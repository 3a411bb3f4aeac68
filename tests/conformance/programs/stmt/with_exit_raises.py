# probe: an exception raised in __exit__ replaces the body's (its __context__ is the body's), and replaces a return in flight
# inputs
k = "key"
# body
class Bad:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        raise RuntimeError("exit")
try:
    with Bad():
        {}[k]
except Exception as e:
    r_replaced = (type(e).__name__, type(e.__context__).__name__)
try:
    with Bad():
        pass
except Exception as e:
    r_clean = (type(e).__name__, e.__context__ is None)
def returns():
    with Bad():
        return "value"
try:
    r_ret = returns()
except RuntimeError as e:
    r_ret_err = type(e).__name__
log = []
for i in range(3):
    try:
        with Bad():
            if i == 1:
                break
            log.append(i)
    except RuntimeError:
        log.append("err")
r_log = log
