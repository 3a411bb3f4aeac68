# probe: Flag['NAME'], Flag(value) of combinations, aliases and invalid values, | with a plain int
# inputs
v = 8
name = "RW"
# body
from enum import Flag
class Mode(Flag):
    R = 1
    W = 2
    X = 4
    RW = 3
r_alias = Mode(3).name
r_alias_is = (Mode.R | Mode.W) is Mode.RW
r_item = Mode[name].value
r_members = list(Mode.__members__)
r_iter = [m.name for m in Mode]
r_all = (Mode.R | Mode.W | Mode.X).name
r_rwx_iter = [m.name for m in Mode(7)]
try:
    Mode(v)
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
try:
    Mode["RX"]
    r_bad_name = "ok"
except KeyError as e:
    r_bad_name = type(e).__name__
try:
    Mode.R | 2
    r_or_int = "ok"
except TypeError as e:
    r_or_int = type(e).__name__
try:
    Mode.R < Mode.W
    r_lt = "ok"
except TypeError as e:
    r_lt = type(e).__name__
r_eq_int = Mode.R == 1
r_dict = {Mode.R: "r", Mode.R | Mode.W: "rw"}[Mode(3)]
r_hash_same = hash(Mode(3)) == hash(Mode.RW)
r_isinst = isinstance(Mode(5), Mode)
r_neg = None
try:
    Mode(-1)
    r_neg = "ok"
except ValueError as e:
    r_neg = type(e).__name__
