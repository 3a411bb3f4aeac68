from models import Base
class Linear(Base):
    pass
