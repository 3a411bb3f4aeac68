# probe: which objects copy/deepcopy return as themselves: frozenset (copy yes, deepcopy no), tuples of atoms, compiled patterns, enum members, complex, bytes, NotImplemented
# inputs
v = 3
# body
import copy
import re
import enum
class Color(enum.Enum):
    RED = 1
fs = frozenset([v, "a"])
r_fs = (copy.copy(fs) is fs, copy.deepcopy(fs) is fs, copy.deepcopy(fs) == fs)
fs_t = frozenset([(v, "x")])
r_fs_t = copy.deepcopy(fs_t) is fs_t
t = (v, "a", None, 1.5)
r_tuple = copy.deepcopy(t) is t
p = re.compile("a+")
r_pattern = (copy.copy(p) is p, copy.deepcopy(p) is p)
r_enum = (copy.copy(Color.RED) is Color.RED, copy.deepcopy(Color.RED) is Color.RED)
c = complex(v, 1)
r_complex = copy.deepcopy(c) is c
b = bytes([v])
r_bytes = copy.deepcopy(b) is b
r_notimpl = copy.deepcopy(NotImplemented) is NotImplemented
ba = bytearray(b"ab")
r_bytearray = (copy.copy(ba) is ba, copy.copy(ba) == ba)
r_type = copy.deepcopy(type(None)) is type(None)
