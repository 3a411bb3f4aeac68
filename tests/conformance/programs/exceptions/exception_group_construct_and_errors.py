# probe: ExceptionGroup construction: message and exceptions tuple, BaseExceptionGroup of only Exceptions becomes an ExceptionGroup, errors for empty list, non-exception member, BaseException in ExceptionGroup
# inputs
msg = "many"
# body
eg = ExceptionGroup(msg, [ValueError(1), KeyError(2)])
r_basic = (eg.message, type(eg.exceptions).__name__, [type(e).__name__ for e in eg.exceptions], eg.args[0])
beg = BaseExceptionGroup(msg, [ValueError(1)])
r_promoted = type(beg).__name__
beg2 = BaseExceptionGroup(msg, [KeyboardInterrupt()])
r_base = (type(beg2).__name__, isinstance(beg2, Exception))
out = []
for args in ((msg, []), (msg, [1]), (msg, [KeyboardInterrupt()]), (1, [ValueError()]), (msg, ValueError())):
    try:
        ExceptionGroup(*args)
        out.append("made")
    except (TypeError, ValueError) as e:
        out.append(type(e).__name__)
r_errors = out
r_isinst = (isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup), issubclass(ExceptionGroup, BaseExceptionGroup))
r_str = str(ExceptionGroup("m", [ValueError()]))
