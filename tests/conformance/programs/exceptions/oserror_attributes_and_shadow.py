# probe: OSError(errno, strerror[, filename]) fills errno, strerror, filename and picks the subclass; with one or four+ arguments they are None; a subclass's class attribute named errno shadows the field
# inputs
code = 2
# body
e = OSError(code, "No such file", "f.txt")
r_full = (type(e).__name__, e.errno, e.strerror, e.filename, e.args)
e1 = OSError("only")
r_one = (e1.errno, e1.strerror, e1.filename, e1.args)
e5 = OSError(code, "s", "f", None, "f2")
r_five = (type(e5).__name__, e5.errno, e5.filename, e5.filename2)
class MyErr(OSError):
    errno = 99
m = MyErr(code, "x")
r_shadow = (m.errno, m.strerror, type(m).__name__)
r_str = str(OSError(code, "msg"))
