# probe: __class_getitem__ is implicitly a classmethod; used for Cls[...] but not instances; subclass receives itself
# inputs
arg = int
# body
class Box:
    def __class_getitem__(cls, item):
        return (cls.__name__, item if not isinstance(item, type) else item.__name__)
class SubBox(Box):
    pass
r_box = Box[arg]
r_sub = SubBox["s"]
r_tuple = Box[1, 2]
try:
    Box()[0]
except TypeError as e:
    r_inst = type(e).__name__
r_kind = type(Box.__dict__["__class_getitem__"]).__name__
class Both:
    def __class_getitem__(cls, item):
        return "class"
    def __getitem__(self, item):
        return "inst"
r_both = (Both[0], Both()[0])
r_builtin = list[arg].__origin__ is list
