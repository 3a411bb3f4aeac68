# probe: __set_name__ is called on descriptors when the owning class is created
# inputs
default = 0
# body
calls = []
class Field:
    def __init__(self, default):
        self.default = default
    def __set_name__(self, owner, name):
        calls.append((owner.__name__, name))
        self.name = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)
    def __set__(self, obj, value):
        obj.__dict__[self.name] = value * 10
class Model:
    size = Field(default)
    depth = Field(1)
m = Model()
r_calls = calls
r_default = m.size
m.size = 3
r_set = m.size
r_depth = m.depth
r_class_access = type(Model.size).__name__
