# probe: except clauses naming library exception classes (json.JSONDecodeError, re.error) or a class from an input, listed before except KeyError: a KeyError passes them by
# inputs
cls = IndexError
k = "key"
# body
import json
import re
try:
    raise KeyError(k)
except json.JSONDecodeError:
    r_json = "JSONDecodeError"
except KeyError:
    r_json = "KeyError"
try:
    raise KeyError(k)
except re.error:
    r_re = "re.error"
except KeyError:
    r_re = "KeyError"
try:
    raise KeyError(k)
except cls:
    r_input = "input class"
except KeyError:
    r_input = "KeyError"
try:
    json.loads("{bad")
except json.JSONDecodeError as e:
    r_json_real = (type(e).__name__, isinstance(e, ValueError))
try:
    re.compile("(")
except re.error as e:
    r_re_real = type(e).__name__
