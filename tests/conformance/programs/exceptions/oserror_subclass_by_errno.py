# probe: OSError(errno, strerror) constructs the subclass for the errno; str shows [Errno n]; filename in str; errno attributes
# inputs
code = 2
# body
import errno
e = OSError(code, "No such file")
r_type = type(e).__name__
r_str = str(e)
r_attrs = (e.errno, e.strerror, e.filename)
e2 = OSError(errno.EACCES, "denied", "/x")
r_type2 = type(e2).__name__
r_str2 = str(e2)
e3 = OSError("just a message")
r_type3 = (type(e3).__name__, e3.errno, str(e3))
r_isinst = isinstance(OSError(errno.EEXIST, "x"), FileExistsError)
r_alias = (IOError is OSError, EnvironmentError is OSError)
try:
    raise OSError(errno.ENOENT, "gone")
except FileNotFoundError as ex:
    r_caught = ex.errno
