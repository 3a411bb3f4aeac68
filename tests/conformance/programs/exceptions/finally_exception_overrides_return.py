# probe: an exception raised in finally replaces a pending return or exception; bare raise inside finally and inside else; exception raised in else is not caught by the same try's handlers
# inputs
v = 1
# body
def ret_then_raise():
    try:
        return "returned"
    finally:
        raise KeyError("from finally")
try:
    r_ret_then_raise = ret_then_raise()
except KeyError as e:
    r_ret_then_raise = ("KeyError", e.args, e.__context__)
def raise_then_raise():
    try:
        raise ValueError("first")
    finally:
        raise KeyError("second")
try:
    raise_then_raise()
except KeyError as e:
    r_replaced = (e.args, type(e.__context__).__name__)
def else_not_caught():
    try:
        x = v
    except KeyError:
        return "caught by own handler"
    else:
        raise KeyError("from else")
try:
    r_else = else_not_caught()
except KeyError as e:
    r_else = ("escaped", e.args)
def bare_raise_in_finally():
    try:
        raise IndexError("pending")
    finally:
        raise
try:
    bare_raise_in_finally()
except IndexError as e:
    r_bare_finally = ("IndexError", e.args)
except RuntimeError as e:
    r_bare_finally = ("RuntimeError", str(e))
def handler_raises_finally_returns():
    try:
        raise ValueError
    except ValueError:
        raise TypeError
    finally:
        return "finally return wins"
r_finally_wins = handler_raises_finally_returns()
def nested_reraise():
    try:
        try:
            raise ValueError("inner")
        finally:
            pass
    except ValueError as e:
        return ("outer caught", e.args)
r_nested = nested_reraise()
def exc_in_except_clause_expr():
    def handler():
        raise AttributeError("in except expression")
    try:
        raise KeyError("k")
    except handler():
        return "?"
try:
    exc_in_except_clause_expr()
except AttributeError as e:
    r_except_expr = (e.args, type(e.__context__).__name__)
calls = []
def cls(c):
    calls.append(c.__name__)
    return c
try:
    raise IndexError
except cls(KeyError):
    pass
except cls(IndexError):
    pass
except cls(ValueError):
    pass
r_except_exprs_evaluated = calls
