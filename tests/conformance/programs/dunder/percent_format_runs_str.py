# probe: `%` formatting of an object runs its __str__ (%s), __repr__ (%r), __int__ or __index__ (%d); a str's own `%` comes before the object's __rmod__
# body
log = []
class Shown:
    def __str__(self):
        log.append("str")
        return "s"
    def __repr__(self):
        log.append("repr")
        return "r"
    def __rmod__(self, o):
        log.append("rmod")
        return "rmod"
r_s = "%s" % (Shown(),)
r_log_s = list(log)
r_r = "<%r>" % Shown()
r_log_r = list(log)
