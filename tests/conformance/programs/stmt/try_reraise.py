# probe: bare raise re-raises the exception being handled; nested handlers
# inputs
key = "missing"
# body
log = []
def inner(d):
    try:
        return d[key]
    except KeyError:
        log.append("inner")
        raise
try:
    inner({})
except LookupError as e:
    log.append(type(e).__name__)
r_log = log
def convert():
    try:
        int("x")
    except ValueError:
        try:
            raise TypeError("second")
        except TypeError:
            pass
        raise
try:
    convert()
except Exception as e:
    r_which = type(e).__name__
