# probe: `del obj.attr` calls the class's descriptor __delete__ (a data descriptor), not the instance dict
# inputs
v = 1
# body
log = []
class DelOnly:
    def __delete__(self, obj):
        log.append("delete")
class C:
    d = DelOnly()
c = C()
c.__dict__["d"] = v
del c.d
r_log = log
r_still = c.__dict__
