# probe: __class_getitem__ serves Class[x] only; an instance without __getitem__ is not subscriptable
# inputs
v = 0
# body
class Box:
    def __class_getitem__(cls, item):
        return "class " + str(item)
r_class = Box[v]
try:
    Box()[v]
    r_inst = "ok"
except TypeError as e:
    r_inst = str(e)
