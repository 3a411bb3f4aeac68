# probe: a descriptor with __delete__ but no __set__ is a data descriptor: assignment through it raises AttributeError
# inputs
v = 1
# body
class DelOnly:
    def __delete__(self, obj):
        pass
class C:
    d = DelOnly()
try:
    C().d = v
    r = "ok"
except AttributeError as e:
    r = str(e)
