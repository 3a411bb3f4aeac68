# probe: an except naming SyntaxError, a Unicode*Error, ExceptionGroup or BaseExceptionGroup before except KeyError: a KeyError is not caught by them, it reaches its own clause
# inputs
k = "key"
# body
def which(cls):
    try:
        raise KeyError(k)
    except cls:
        return cls.__name__
    except KeyError:
        return "KeyError"
try:
    raise KeyError(k)
except SyntaxError:
    r_syntax = "SyntaxError"
except KeyError:
    r_syntax = "KeyError"
try:
    raise KeyError(k)
except UnicodeDecodeError:
    r_unicode = "UnicodeDecodeError"
except KeyError:
    r_unicode = "KeyError"
try:
    raise KeyError(k)
except ExceptionGroup:
    r_group = "ExceptionGroup"
except KeyError:
    r_group = "KeyError"
r_table = [which(c) for c in (IndentationError, TabError, UnicodeEncodeError, UnicodeTranslateError, BaseExceptionGroup, LookupError)]
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    r_real = (type(e).__name__, isinstance(e, ValueError))
