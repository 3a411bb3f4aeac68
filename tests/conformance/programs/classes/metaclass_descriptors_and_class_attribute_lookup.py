# probe: attribute lookup on a class: metaclass data descriptor beats class __dict__; class __dict__ beats metaclass non-data; instances don't see metaclass attrs
# inputs
v = 2
# body
class Meta(type):
    @property
    def data(cls):
        return "meta-data"
    def nondata(cls):
        return "meta-method"
    meta_only = "meta-attr"
class C(metaclass=Meta):
    data = "class-data"
    nondata = "class-nondata"
r_data = C.data
r_nondata = C.nondata
r_meta_only = C.meta_only
try:
    C().meta_only
except AttributeError as e:
    r_inst_meta = type(e).__name__
r_inst_data = C().data
try:
    C.data = v
except AttributeError as e:
    r_set_data = type(e).__name__
C.nondata = v
r_nondata2 = C.nondata
del C.nondata
r_nondata3 = C.nondata()
