# probe: namedtuple refuses bad type and field names, and more defaults than fields
# inputs
good = "x y"
# body
from collections import namedtuple
r_ok = namedtuple("P", good)._fields
try:
    namedtuple("P", "x _y")
except ValueError as e:
    r_underscore = type(e).__name__
try:
    namedtuple("P", "x x")
except ValueError as e:
    r_duplicate = type(e).__name__
try:
    namedtuple("P", "x class")
except ValueError as e:
    r_keyword = type(e).__name__
try:
    namedtuple("P", "x 1y")
except ValueError as e:
    r_identifier = type(e).__name__
try:
    namedtuple("P", "x", defaults=[1, 2])
except TypeError as e:
    r_defaults = type(e).__name__
