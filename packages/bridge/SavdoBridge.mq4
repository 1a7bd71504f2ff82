//+------------------------------------------------------------------+
//| SavdoBridge.mq4 - the Savdo terminal bridge for MetaTrader 4.    |
//| Posts this account's heartbeat every minute and its closed       |
//| trades, in batches, to Savdo with the expert advisor's or the    |
//| copy follow's key (a follow's become its copied trades).         |
//| Request shapes: request-shapes.json (checked by a test).         |
//| Needs the Savdo address allowed in Tools > Options > Expert      |
//| Advisors > "Allow WebRequest for listed URL".                    |
//+------------------------------------------------------------------+
#property copyright "Savdo"
#property version   "1.00"
#property strict

input string SavdoKey         = "";                  // Bridge key (My Expert Advisors or My copies)
input string SavdoOrigin      = "https://savdo.uz";  // Savdo address
input int    HeartbeatSeconds = 60;                  // Heartbeat every (seconds)
input int    HistoryDays      = 30;                  // Closed trades to send on the first run (days)

#define SAVDO_HEARTBEAT_PATH "/api/v1/algo-trade/ingest/heartbeat"
#define SAVDO_TRADES_PATH    "/api/v1/algo-trade/ingest/trades"
#define SAVDO_MAX_BATCH      100
#define SAVDO_FIRST_DELAY    5
#define SAVDO_MAX_DELAY      600

string   g_queue[];          // trades waiting to be sent, each one JSON object
datetime g_nextTry = 0;      // no request before this (backoff after a failure)
int      g_delay = 0;        // the current backoff, seconds
datetime g_lastBeat = 0;
datetime g_collected = 0;    // the newest close time queued; saved once the queue is sent

//--- the last close time sent, kept across restarts of the terminal
string SentKey() { return "SavdoBridge." + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN)) + ".sent"; }

int OnInit()
  {
   if(StringLen(SavdoKey) < 20)
     {
      Alert("Savdo bridge: paste the bridge key from My Expert Advisors or My copies into SavdoKey");
      return(INIT_PARAMETERS_INCORRECT);
     }
   EventSetTimer(5);
   return(INIT_SUCCEEDED);
  }

void OnDeinit(const int reason) { EventKillTimer(); }

void OnTimer()
  {
   datetime now = TimeLocal();
   if(now < g_nextTry) return;
   bool ok = true;
   if(now - g_lastBeat >= HeartbeatSeconds)
     {
      ok = Post(SAVDO_HEARTBEAT_PATH, HeartbeatJson());
      if(ok) g_lastBeat = now;
     }
   if(ok)
     {
      CollectClosedTrades();
      ok = SendQueue();
     }
   Backoff(ok);
  }

//--- after a failure wait 5 s, then twice as long each time, at most 10 minutes
void Backoff(bool ok)
  {
   if(ok) { g_delay = 0; g_nextTry = 0; return; }
   g_delay = (g_delay == 0) ? SAVDO_FIRST_DELAY : MathMin(g_delay * 2, SAVDO_MAX_DELAY);
   g_nextTry = TimeLocal() + g_delay;
  }

string JsonEscape(string s)
  {
   StringReplace(s, "\\", "\\\\");
   StringReplace(s, "\"", "\\\"");
   return(s);
  }

string Num(double v, int digits) { return(DoubleToString(v, digits)); }

//--- the broker's server time as UTC ISO 8601 (the server reads ISO times)
string IsoUtc(datetime server_time)
  {
   datetime utc = server_time - (TimeCurrent() - TimeGMT());
   MqlDateTime t;
   TimeToStruct(utc, t);
   return(StringFormat("%04d-%02d-%02dT%02d:%02d:%02dZ", t.year, t.mon, t.day, t.hour, t.min, t.sec));
  }

string HeartbeatJson()
  {
   return("{\"platform\":\"MT4\""
          + ",\"login\":\"" + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN)) + "\""
          + ",\"server\":\"" + JsonEscape(AccountInfoString(ACCOUNT_SERVER)) + "\""
          + ",\"balance\":" + Num(AccountInfoDouble(ACCOUNT_BALANCE), 2)
          + ",\"equity\":" + Num(AccountInfoDouble(ACCOUNT_EQUITY), 2)
          + ",\"terminal_time\":\"" + TimeToString(TimeCurrent(), TIME_DATE | TIME_SECONDS) + "\""
          + "}");
  }

string TradeJson(string ticket, string symbol, string side, double volume,
                 datetime open_time, double open_price, datetime close_time, double close_price,
                 double profit, double commission, double swap)
  {
   return("{\"ticket\":\"" + ticket + "\""
          + ",\"symbol\":\"" + JsonEscape(symbol) + "\""
          + ",\"type\":\"" + side + "\""
          + ",\"volume\":" + Num(volume, 2)
          + ",\"open_time\":\"" + IsoUtc(open_time) + "\""
          + ",\"open_price\":" + Num(open_price, 5)
          + ",\"close_time\":\"" + IsoUtc(close_time) + "\""
          + ",\"close_price\":" + Num(close_price, 5)
          + ",\"profit\":" + Num(profit, 2)
          + ",\"commission\":" + Num(commission, 2)
          + ",\"swap\":" + Num(swap, 2)
          + "}");
  }

string TradesEnvelope(int count)
  {
   string body = "{\"trades\":[";
   for(int i = 0; i < count; i++)
      body += (i > 0 ? "," : "") + g_queue[i];
   return(body + "]}");
  }

//--- closed buy and sell orders since the last one sent (MetaTrader 4 keeps orders, not deals)
void CollectClosedTrades()
  {
   datetime since = (datetime)MathMax(GlobalVariableGet(SentKey()), (double)g_collected);
   if(since == 0) since = TimeCurrent() - HistoryDays * 86400;
   datetime newest = since;
   for(int i = 0; i < OrdersHistoryTotal(); i++)
     {
      if(!OrderSelect(i, SELECT_BY_POS, MODE_HISTORY)) continue;
      if(OrderType() != OP_BUY && OrderType() != OP_SELL) continue;
      if(OrderCloseTime() <= since) continue;
      if(OrderCloseTime() > newest) newest = OrderCloseTime();
      // profit is net of commission and swap, as the server stores it
      Enqueue(TradeJson(IntegerToString(OrderTicket()), OrderSymbol(),
                        OrderType() == OP_BUY ? "buy" : "sell", OrderLots(), OrderOpenTime(),
                        OrderOpenPrice(), OrderCloseTime(), OrderClosePrice(),
                        OrderProfit() + OrderCommission() + OrderSwap(), OrderCommission(),
                        OrderSwap()));
     }
   g_collected = newest;
  }

void Enqueue(string trade)
  {
   int n = ArraySize(g_queue);
   ArrayResize(g_queue, n + 1);
   g_queue[n] = trade;
  }

//--- sends the queue in batches; what was sent leaves the queue, the rest waits for the retry.
//--- Only an empty queue moves the saved mark: a restart never skips a trade not yet sent.
bool SendQueue()
  {
   while(ArraySize(g_queue) > 0)
     {
      int count = MathMin(ArraySize(g_queue), SAVDO_MAX_BATCH);
      if(!Post(SAVDO_TRADES_PATH, TradesEnvelope(count))) return(false);
      DropSent(count);
     }
   if(g_collected > 0) GlobalVariableSet(SentKey(), (double)g_collected);
   return(true);
  }

//--- MQL4 has no ArrayRemove: shift what is left to the front
void DropSent(int count)
  {
   int left = ArraySize(g_queue) - count;
   for(int i = 0; i < left; i++) g_queue[i] = g_queue[i + count];
   ArrayResize(g_queue, left);
  }

bool Post(string path, string json)
  {
   string headers = "Content-Type: application/json\r\nX-Savdo-EA-Key: " + SavdoKey + "\r\n";
   char body[], answer[];
   string answer_headers;
   StringToCharArray(json, body, 0, StringLen(json), CP_UTF8);
   ResetLastError();
   int status = WebRequest("POST", SavdoOrigin + path, headers, 10000, body, answer, answer_headers);
   if(status == -1)
     {
      Print("Savdo bridge: allow ", SavdoOrigin, " in Tools > Options > Expert Advisors (error ",
            GetLastError(), ")");
      return(false);
     }
   if(status == 401)
     {
      Print("Savdo bridge: the key is wrong; copy it again from My Expert Advisors or My copies");
      return(false);
     }
   if(status != 200)
     {
      Print("Savdo bridge: ", path, " answered ", status, ": ", CharArrayToString(answer, 0, -1, CP_UTF8));
      return(false);
     }
   return(true);
  }
