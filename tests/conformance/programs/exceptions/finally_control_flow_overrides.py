# probe: return/break/continue inside finally and else: they replace a pending exception or return, and else's return is overridden by finally
# inputs
n = 4
key = "k"
# body
log = []
def ret_in_else():
    try:
        log.append("try")
    except KeyError:
        return "except"
    else:
        return "else"
    finally:
        log.append("finally")
r_else = ret_in_else()
def else_overridden():
    try:
        pass
    except KeyError:
        return "except"
    else:
        return "else"
    finally:
        return "finally"
r_else_overridden = else_overridden()
def except_overridden():
    try:
        {}[key]
    except KeyError:
        raise ValueError("in handler")
    finally:
        return "finally wins"
r_except_overridden = except_overridden()
swallowed = []
for i in range(n):
    try:
        if i == 1:
            raise KeyError(i)
        swallowed.append(i)
    finally:
        if i == 1:
            continue
r_continue_swallows = swallowed
def break_swallows():
    out = []
    for i in range(n):
        try:
            out.append(i)
            raise ValueError(i)
        finally:
            break
    return out
r_break_swallows = break_swallows()
def finally_return_count():
    count = 0
    for i in range(n):
        try:
            if i == 2:
                return ("returned", i, count)
        finally:
            count += 1
    return ("end", count)
r_finally_count = finally_return_count()
def nested_finally():
    try:
        try:
            return "inner"
        finally:
            log.append("inner-finally")
    finally:
        log.append("outer-finally")
r_nested = nested_finally()
def return_value_evaluated_before_finally():
    x = [1]
    try:
        return x
    finally:
        x.append(2)
r_ret_mut = return_value_evaluated_before_finally()
def return_value_rebound_in_finally():
    x = 1
    try:
        return x
    finally:
        x = 2
r_ret_rebound = return_value_rebound_in_finally()
r_log = log
