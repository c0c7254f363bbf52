import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts AWS's DynamoDB Local bound to the loopback interface only. DynamoDB Local has no host option
 * and listens on every interface; this builds its server from the usual command-line arguments, binds
 * Jetty's connector to 127.0.0.1, then starts it. local/dynamo.ts runs it as a source file
 * (`java dynamo-loopback.java -port …`), which needs no build step and no JDK beyond the runtime.
 */
class DynamoLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    for (Connector connector : jetty.getConnectors()) ((ServerConnector) connector).setHost("127.0.0.1");
    proxy.start();
  }
}
