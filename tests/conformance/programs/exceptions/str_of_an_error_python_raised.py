# probe: `str(e)` and `repr(e)` of errors CPython raises itself (an operator's TypeError, a missing attribute, `int("x")`, a division by zero, an index out of range): their text is CPython's, and showing it raises nothing, so the program goes on
# inputs
text = "x"
n = 0
# body
class Obj:
    pass
try:
    1 + text
except TypeError as e:
    r_type_text = str(e)
r_after_type = "went on"
try:
    Obj().missing
except AttributeError as e:
    r_attr_text = repr(e)
r_after_attr = "went on"
try:
    int(text)
except ValueError as e:
    r_value_text = str(e)
try:
    1 / n
except ZeroDivisionError as e:
    r_zero_text = str(e)
try:
    [][n]
except IndexError as e:
    r_index_text = str(e)
r_end = "went on"

