# probe: __int__/__index__ returning an int subclass or bool: int(), operator.index(), range() convert to exact int
# inputs
v = 3
# body
import operator
import warnings
warnings.simplefilter("ignore")
class MyInt(int):
    pass
class I:
    def __int__(self):
        return MyInt(v)
    def __index__(self):
        return MyInt(v + 1)
class B:
    def __index__(self):
        return True
r_int = (int(I()), type(int(I())).__name__)
r_index = (operator.index(I()), type(operator.index(I())).__name__)
r_bool_index = (operator.index(B()), type(operator.index(B())).__name__)
r_range = list(range(I()))
r_hex = hex(B())
r_list_rep = [0] * B()
r_slice = [10, 20, 30][B():]
r_myint_index = type(operator.index(MyInt(2))).__name__
r_myint_int = type(int(MyInt(2))).__name__
