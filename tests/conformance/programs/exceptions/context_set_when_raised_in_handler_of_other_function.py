# probe: __context__ is what is being handled where the raise happens, even in a called function, a nested function, a method; a raise after the handler finished gets no context; a preset __context__ is replaced when raised inside a handler
# inputs
k = "k"
# body
def fails():
    raise ValueError("in function")
def handler_calls():
    try:
        {}[k]
    except KeyError:
        fails()
class C:
    def m(self):
        raise TypeError("in method")
out = []
try:
    handler_calls()
except ValueError as e:
    out.append(type(e.__context__).__name__)
try:
    try:
        [][0]
    except IndexError:
        C().m()
except TypeError as e:
    out.append(type(e.__context__).__name__)
try:
    try:
        [][0]
    except IndexError:
        pass
    raise OSError("later")
except OSError as e:
    out.append(e.__context__)
preset = RuntimeError("preset")
preset.__context__ = KeyError("old")
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise preset
except RuntimeError as e:
    out.append(type(e.__context__).__name__)
r_out = out
