log = []


def go():
    log.append("real")
    return 1
