NAME = "slow"
def run():
    return "slow ran"
