/**
 * The order the protocol gives a session, kept before any handler runs (vscode-languageserver answers
 * a request before initialize with null and takes a second initialize): a request before initialize
 * is answered ServerNotInitialized (-32002) and a notification dropped, exit excepted; a second
 * initialize, and any request after shutdown, is answered InvalidRequest (-32600).
 */
import {
  ErrorCodes,
  Message,
  type MessageStrategy,
  type MessageWriter,
  type RequestMessage,
  type ResponseMessage,
} from "vscode-languageserver/node";
import { shortened, visible } from "../../scenario/visible";

type Stage = "before initialize" | "running" | "shut down";

export function protocolGate(writer: MessageWriter): MessageStrategy {
  let stage: Stage = "before initialize";
  const refuse = (request: RequestMessage, code: number, why: string): void => {
    const answer: ResponseMessage = { jsonrpc: "2.0", id: request.id, error: { code, message: why } };
    void writer.write(answer).catch(() => {});
  };
  return {
    handleMessage(message, next) {
      if (Message.isRequest(message)) {
        const method = JSON.stringify(visible(shortened(message.method, 80)));
        if (message.method === "initialize") {
          if (stage !== "before initialize")
            return refuse(message, ErrorCodes.InvalidRequest, "The server was initialized already: initialize is sent once.");
          stage = "running";
        } else if (stage === "before initialize")
          return refuse(message, ErrorCodes.ServerNotInitialized, `The server is not initialized: send initialize before ${method}.`);
        else if (stage === "shut down")
          return refuse(message, ErrorCodes.InvalidRequest, `The server is shut down: ${method} came after shutdown.`);
        else if (message.method === "shutdown") stage = "shut down";
      } else if (Message.isNotification(message) && stage === "before initialize" && message.method !== "exit") return;
      return next(message);
    },
  };
}
